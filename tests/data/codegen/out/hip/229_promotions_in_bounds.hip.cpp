#include <hip/hip_runtime.h>

// Integer promotions and conversions in `@outer`/`@inner` loop tests: `unsigned short` and
// `unsigned char` bounds compared with signed iterators (promoted to `int`, so `-5 < us` is a
// signed comparison), `short` iterators with `char` steps, `unsigned char` iterators against
// `int` bounds that are negative (a `m - 1` that is -1; on OpenMP that loop's body never reads
// its iterator), a `sizeof` quotient cast to `int`, a `char` iterator stepping over letters,
// and `@restrict` parameters of narrow types.
extern "C" __global__ void _occa_promotions_0(const unsigned short us, const unsigned char uc, const short sh, const int m, const signed char step, const char *__restrict__ letters, int *__restrict__ out, short *__restrict__ cnt) {
  {
    short s = -5 + (step * blockIdx.x);
    {
      unsigned char c = 0 + threadIdx.x;
      out[(s + 5) * 16 + c] = s * 100 + c;
    }
  }
}

extern "C" __global__ void _occa_promotions_1(const unsigned short us, const unsigned char uc, const short sh, const int m, const signed char step, const char *__restrict__ letters, int *__restrict__ out, short *__restrict__ cnt) {
  {
    unsigned char g = 0 + blockIdx.x;
    {
      int t = sh + threadIdx.x;
      cnt[0] += 1000;
    }
  }
}

extern "C" __global__ __launch_bounds__(3) void _occa_promotions_2(const unsigned short us, const unsigned char uc, const short sh, const int m, const signed char step, const char *__restrict__ letters, int *__restrict__ out, short *__restrict__ cnt) {
  {
    int g = -2 + blockIdx.x;
    int last;
    {
      signed char t = -4 + threadIdx.x;
      last = g * 10 + t;
    }
    {
      signed char t = -4 + threadIdx.x;
      out[400 + (g + 2) * 3 + (t + 4)] = last;
    }
  }
}

extern "C" __global__ __launch_bounds__(6) void _occa_promotions_3(const unsigned short us, const unsigned char uc, const short sh, const int m, const signed char step, const char *__restrict__ letters, int *__restrict__ out, short *__restrict__ cnt) {
  {
    int g = 0 + blockIdx.x;
    {
      char ch = 'a' + (5 * threadIdx.x);
      cnt[1 + g * 6 + (ch - 'a') / 5] = (short)(letters[ch - 'a'] * (g + 1));
    }
  }
}
