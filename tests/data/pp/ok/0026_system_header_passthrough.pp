#include <cmath>
#include <stdint.h>
float y = 1;
// 0026_system_header_passthrough.okl:1:1: warning[OKL0118]: system header <cmath> passed through to the backend compiler
// 0026_system_header_passthrough.okl:2:1: warning[OKL0118]: system header <stdint.h> passed through to the backend compiler
