const char *mode = "CUDA";
const char *hash = "unknown";
int v = 20000 + 2 + 1 + 1;
int gpu = 1;
int alt = 1 & 3;
const char *f = "data/pp/ok/0022_predefined_macros.okl"; int l = 11;
int c0 = 0, c1 = 1;
const char *d = "Jan  1 1970", *t = "00:00:00";
