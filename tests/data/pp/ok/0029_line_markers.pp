# 3 "data/pp/ok/inc/once.h"
int once_decl;
# 3 "data/pp/ok/0029_line_markers.okl"
int a;


int b;


int c = 1 + 1;
