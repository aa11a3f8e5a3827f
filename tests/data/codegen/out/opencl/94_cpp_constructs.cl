// C++ that kernels written for the clang-based OCCA transpiler use: namespaces holding
// function and struct templates, member functions, a `constexpr` function, `enum class` in a
// `switch`, a struct-template temporary, range-for over a local array and `static_cast`, all
// inside `@inner` bodies next to `@shared` and struct-typed `@exclusive` data.
inline int _occa_util__sq_int(int x) {
  return x * x;
}

int util__twice(int x) {
  return 2 * x;
}

// namespace util
enum Op {
  Op__Add = 1,
  Op__Mul = 2,
  Op__Neg = 3
};

struct Pick {
  int lo;
  int hi;
};

struct _occa_util__Vec_int_2 {
  int v[2];
};

int _occa_util__Vec_int_2__dot(const struct _occa_util__Vec_int_2 *this_, const struct _occa_util__Vec_int_2 o) {
  int r = 0;
  for (int k = 0; k < 2; ++k) {
    r += this_->v[k] * o.v[k];
  }
  return r;
}

struct _occa_Scale_3 {
};

int _occa_Scale_3__apply(const struct _occa_Scale_3 *this_, int x) {
  return 3 * x;
}

__kernel __attribute__((reqd_work_group_size(8, 1, 1))) void _occa_cppConstructs_0(const int nB, const enum Op op, __global const int *x, __global int *y) {
  __local int s[8];
  {
    int b = 0 + get_group_id(0);
    struct _occa_util__Vec_int_2 mine;
    {
      int t = 0 + get_local_id(0);
      mine.v[0] = x[b * 8 + t];
      mine.v[1] = _occa_util__sq_int(t);
      s[t] = (int)mine.v[0];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int t = 0 + get_local_id(0);
      int acc = 0;
      const int window[3] = {s[(t + 7) % 8], s[t], s[(t + 1) % 8]};
      for (int _occa_i = 0; _occa_i < 3; ++_occa_i) {
        const int w = window[_occa_i];
        {
          acc += w;
        }
      }
      const struct Pick pick = {acc, _occa_util__Vec_int_2__dot(&mine, mine)};
      const int lo = pick.lo;
      const int hi = pick.hi;
      int r = 0;
      switch (op) {
        case 1:
          r = lo + hi;
          break;
        case 2:
          r = _occa_Scale_3__apply(&(__private struct _occa_Scale_3){}, lo) * hi;
          break;
        default:
          r = -util__twice(lo);
          break;
      }
      y[b * 8 + t] = r;
    }
  }
}
