// Class templates as `@exclusive` and `@shared` element types (`Pair<float>`, `Pair<int>`),
// a member function template called on them (argument deduced), and a `static` data member used as an
// `@inner` bound.
template <typename T>
struct Pair {
  T a, b;
  T sum() const {
    return a + b;
  }
  template <typename U>
  U scaled(U f) const {
    return static_cast<U>(a) * f + static_cast<U>(b);
  }
};

struct Cfg {
  static constexpr int width = 5;
};

__kernel __attribute__((reqd_work_group_size(5, 1, 1))) void _occa_templateState_0(const int nb, __global const float *x, __global float *y, __global int *z) {
  __local Pair<int> s[5];
  {
    int b = 0 + get_group_id(0);
    Pair<float> p;
    {
      int t = 0 + get_local_id(0);
      p.a = x[b * Cfg::width + t];
      p.b = 2.0f * p.a;
      s[t].a = t;
      s[t].b = b;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int t = 0 + get_local_id(0);
      y[b * Cfg::width + t] = p.sum() + p.scaled(0.5f);
      z[b * Cfg::width + t] = s[Cfg::width - 1 - t].sum() * 10 + s[t].scaled(3);
    }
  }
}
