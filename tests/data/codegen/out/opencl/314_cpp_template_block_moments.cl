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
template <typename T, int M>
struct Powers {
  T v[M];
  Powers() : v{} {
  }
  explicit  Powers(T x) {
    T p = x;
    for (int k = 0; k < M; ++k) {
      v[k] = p;
      p *= x;
    }
  }
  T &operator[](int k) {
    return v[k];
  }
  const T &operator[](int k) const {
    return v[k];
  }
  Powers &operator*=(T s) {
    for (auto &e : v)
      e *= s;
    return *this;
  }
};

template <int P = 2, typename T>
inline T ipow(T x) {
  T r = (T)1;
  for (int k = 0; k < P; ++k) {
    r *= x;
  }
  return r;
}

#pragma OPENCL EXTENSION cl_khr_fp64 : enable
inline double _occa_ipow_3_double(double x) {
  double r = (double)1;
  for (int k = 0; k < 3; ++k) {
    r *= x;
  }
  return r;
}

__kernel __attribute__((reqd_work_group_size(8, 1, 1))) void _occa_blockMoments_double_8_3_0(const int n, __global const double *x, __global double *moments, __global double *peak) {
  __local double s[3][9];
  __local double s_peak[8];
  {
    int g = 0 + get_group_id(0);
    Powers<double, 3> pw;
    {
      int t = 0 + get_local_id(0);
      const int i = g * 8 + t;
      const double xi = i < n ? x[i] : (double)0;
      pw = (Powers<double, 3>)xi;
      if (3 > 2) {
        pw[3 - 1] = -pw[3 - 1];
      }
      pw *= (double)2;
      s_peak[t] = ipow(xi);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int t = 0 + get_local_id(0);
      for (int m = 0; m < 3; ++m) {
        s[m][t] = pw[m];
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
