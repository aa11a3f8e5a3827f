#include <hip/hip_runtime.h>

// String and character literals that contain OKL attribute spellings, comments with
// attributes, and C++14 literal forms (digit separators, binary, hex floats, suffixes,
// alternative tokens) inside `@inner` bodies. None of the text in a literal is OKL.
__device__ static int countAt(const char *s) {
  int n = 0;
  for (; *s; ++s) {
    n += *s == '@';
  }
  // counts '@' characters
  return n;
}

extern "C" __global__ __launch_bounds__(4) void _occa_literalsWithAt_0(const int n, int *out) {
  {
    int b = 0 + blockIdx.x;
    /* a comment mentioning @exclusive and @barrier; */
    {
      int t = 0 + threadIdx.x;
      const char *msg = "x @atomic y";
      const char at = '@';
      const long big = 1'000'000L;
      const int bin = 0b1010'0101;
      const float hx = 0x1.8p1f;
      // 3.0f
      const unsigned long long u = 0xFFFF'FFFFull;
      int v = countAt("@outer @inner(0) @shared") + countAt(msg) * 10 + (at == '@') * 100;
      if (t >= 0 && !(b < 0) && (v & 1) == 1) {
        v += 1000;
      }
      out[b * 4 + t] = v + (int)(big / 1000) + bin + (int)hx + (int)(u >> 28) + t;
    }
  }
}
