typedef uint uint32_t;
typedef long int64_t;

// Scalars of every builtin type, `const` and not, spelled in several ways (`signed char`,
// `unsigned char`, `short int`, `unsigned`, `long int`, `unsigned long long int`, `int const`),
// `bool`, a struct by value and by `const` value, `uint32_t`/`int64_t` from <stdint.h>, and
// pointers `const T *`, `T *const`, `const T *const`, `@restrict` in both positions. The
// metadata lists each argument with its const/ptr flags and dtype; the kernel reads them all.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
struct Coef {
  double w;
  int k;
};

__kernel __attribute__((reqd_work_group_size(3, 1, 1))) void _occa_allKinds_0(char c, const signed char sc, unsigned char uc, short s, const unsigned short us, const int i, unsigned int u, long l, const unsigned long ul, long ll, const unsigned long ull, float f, const double d, char b, const char nb, struct Coef cv, const struct Coef cc, const uint32_t u32, int64_t i64, const int n, __global const float *a, __global int *const counts, __global const double *const w, __global const char *restrict tag, __global double *restrict out) {
  {
    int g = 2 + (3 * get_group_id(0));
    {
      int t = 0 + get_local_id(0);
      const int k = g - 2 + t;
      double v = c + sc + uc + s + us + i + (double)u + l + (double)ul + (double)ll + (double)(ull - 18000000000000000000UL) + f + d + (b ? 1 : 0) + (nb ? 2 : 0);
      v += cv.w * cv.k + cc.w * cc.k + (double)u32 + (double)(i64 / 1000000000000L);
      out[k] = v + a[k] * w[k % 4] + tag[k % 3];
      counts[k] = (int)(c == 'x') + (int)sc + k;
    }
  }
}
