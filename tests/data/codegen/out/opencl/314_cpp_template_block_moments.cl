// A templated kernel whose non-type parameters are the @inner bound, the tree-reduction width
// and @shared extents (one through a namespaced `constexpr` function), checked by a
// `static_assert` on a `constexpr` predicate; a class template with constructors and
// `operator[]`/`operator*=` overloads as @exclusive state, `if constexpr` on a template
// parameter inside an @inner body, and a function template whose non-type parameter has a
// default placed before a deduced type parameter.
int cfg__padded(int n) {
  return n % 2 == 0 ? n + 1 : n;
}

bool cfg__isPow2(int n) {
  return n > 0 && (n & (n - 1)) == 0;
}

// namespace cfg
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
inline double _occa_ipow_2_double(double x) {
  double r = (double)1;
  for (int k = 0; k < 2; ++k) {
    r *= x;
  }
  return r;
}

inline double _occa_ipow_3_double(double x) {
  double r = (double)1;
  for (int k = 0; k < 3; ++k) {
    r *= x;
  }
  return r;
}

struct _occa_Powers_double_3 {
  double v[3];
};

struct _occa_Powers_double_3 _occa__occa_Powers_double_3__Powers_0() {
  struct _occa_Powers_double_3 _occa_self = {0};
  return _occa_self;
}

struct _occa_Powers_double_3 _occa__occa_Powers_double_3__Powers_1(double x) {
  struct _occa_Powers_double_3 _occa_self = {0};
  struct _occa_Powers_double_3 *this_ = &_occa_self;
  double p = x;
  for (int k = 0; k < 3; ++k) {
    this_->v[k] = p;
    p *= x;
  }
  return _occa_self;
}

double *_occa__occa_Powers_double_3__operator_index_0(struct _occa_Powers_double_3 *this_, int k) {
  return &this_->v[k];
}

const double _occa__occa_Powers_double_3__operator_index_1(const struct _occa_Powers_double_3 *this_, int k) {
  return this_->v[k];
}

void _occa_Powers_double_3__operator_mul_assign(struct _occa_Powers_double_3 *this_, double s) {
  for (int _occa_i = 0; _occa_i < 3; ++_occa_i) {
    double *e = &this_->v[_occa_i];
    {
      *e *= s;
    }
  }
  return;
}

__kernel __attribute__((reqd_work_group_size(8, 1, 1))) void _occa_blockMoments_double_8_3_0(const int n, __global const double *x, __global double *moments, __global double *peak) {
  __local double s[3][9];
  __local double s_peak[8];
  {
    int g = 0 + get_group_id(0);
    struct _occa_Powers_double_3 pw = _occa__occa_Powers_double_3__Powers_0();
    {
      int t = 0 + get_local_id(0);
      const int i = g * 8 + t;
      const double xi = i < n ? x[i] : (double)0;
      pw = _occa__occa_Powers_double_3__Powers_1(xi);
      if (3 > 2) {
        *_occa__occa_Powers_double_3__operator_index_0(&pw, 3 - 1) = -*_occa__occa_Powers_double_3__operator_index_0(&pw, 3 - 1);
      }
      _occa_Powers_double_3__operator_mul_assign(&pw, (double)2);
      s_peak[t] = _occa_ipow_2_double(xi);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int t = 0 + get_local_id(0);
      for (int m = 0; m < 3; ++m) {
        s[m][t] = *_occa__occa_Powers_double_3__operator_index_0(&pw, m);
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int w = 8 / 2; w > 0; w /= 2) {
      {
        int t = 0 + get_local_id(0);
        if (t < w) {
          for (int m = 0; m < 3; ++m) {
            s[m][t] += s[m][t + w];
          }
          if (s_peak[t + w] > s_peak[t]) {
            s_peak[t] = s_peak[t + w];
          }
        }
      }
      barrier(CLK_LOCAL_MEM_FENCE);
    }
    {
      int t = 0 + get_local_id(0);
      if (t < 3) {
        moments[g * 3 + t] = s[t][0];
      }
      if (t == 3) {
        peak[g] = _occa_ipow_3_double(s_peak[0]);
      }
    }
  }
}
