// loop helpers
#define OUTER(b) for (int b = 0; b < n; ++b; @outer)
