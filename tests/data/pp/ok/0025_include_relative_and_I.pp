int guarded_decl;
int once_decl;
int main_body = 1 + 2 + 3;
int has = 1;
