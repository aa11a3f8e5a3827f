// Types declared inside function bodies (C++ block scope): `typedef` and `using` aliases
// (one used as the OKL loop iterators' type, one shadowed by an inner block's alias of another
// type), named and unnamed structs, a named enum in a helper and an unnamed one whose
// enumerators size a `@shared` array and bound `@inner` loops, an `@exclusive` variable of a
// local struct type, and `decltype` of an `@exclusive` member.
float weight(int i) {
  typedef float real;
  typedef struct Acc {
    real sum;
    int n;
  } Acc;
  typedef enum Mode { PLAIN, DOUBLED } Mode;
  Acc a = {0.0f, 0};
  Mode m = i % 2 ? DOUBLED : PLAIN;
  for (int k = 0; k <= i % 3; ++k) {
    a.sum += (real)k;
    ++a.n;
  }
  return m == DOUBLED ? 2.0f * a.sum : a.sum + a.n;
}

#pragma OPENCL EXTENSION cl_khr_fp64 : enable
__kernel __attribute__((reqd_work_group_size(8, 1, 1))) void _occa_localTypes_0(const int n, __global float *out, __global int *tag) {
  __local float s[8];
  typedef int idx;
  typedef float real;
  {
    idx g = 0 + (8 * get_group_id(0));
    enum { LANES = 8, SCALE = 3 };
    typedef struct Pair {
      real lo, hi;
    } Pair;
    Pair p;
    {
      idx t = 0 + get_local_id(0);
      typedef double real;
      real wide = 0.5;
      p.lo = (float)(g + t);
      p.hi = (float)(wide * SCALE);
      s[t] = p.lo;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      idx t = 0 + get_local_id(0);
      typedef struct {
        int a, b;
      } ab_t;
      ab_t q = {t, SCALE};
      struct {
        int x;
      } anon = {2};
      __typeof__(p.lo) v = s[(t + 1) % LANES] + p.hi;
      const idx i = g + t;
      if (i < n) {
        out[i] = v + weight(i);
        tag[i] = q.a * q.b + anon.x + (int)sizeof(real);
      }
    }
  }
}
