int a = 100;
const char *f = "renamed.okl"; int b = 200;
