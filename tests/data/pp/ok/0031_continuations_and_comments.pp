int x = 1 + 2;
int y = 7;
