int hex = 0x1f;
float f = 1e5;
const char *dotted = "1.2.3";
const char *exp = "0xe+1";
const char *suffix = "1f";
int pasted_in_if = 1;
