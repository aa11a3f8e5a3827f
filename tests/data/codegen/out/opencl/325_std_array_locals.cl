
// std::array as kernel locals and helper parameters: declared with `{}` and with a brace list,
// an array of arrays (`std::array<std::array<float, 2>, 3>`, its `>>` split), passed by const
// reference to a helper whose return type is a std::array, sized through `.size()` and
// `sizeof(std::array<float, 4>)`, and built in an expression (`std::array<int, 3>{...}`).
inline std::array<float, 4> powers(float v) {
  std::array<float, 4> p = {};
  p[0] = 1.0f;
  for (size_t j = 1; j < p.size(); ++j) {
    p[j] = p[j - 1] * v;
  }
  return p;
}

inline float dot4(const std::array<float, 4> a, const std::array<float, 4> b) {
  float s = 0.0f;
  for (int j = 0; j < 4; ++j) {
    s += a[j] * b[j];
  }
  return s;
}

__kernel __attribute__((reqd_work_group_size(16, 1, 1))) void _occa_polyEval_0(const int n, __global const float *x, __global const float *coef, __global float *y, __global int *w) {
  {
    int _occa_tiled_i = 0 + (16 * get_group_id(0));
    {
      int i = _occa_tiled_i + get_local_id(0);
      if (i < n) {
        std::array<float, 4> c = {coef[0], coef[1], coef[2], coef[3]};
        const std::array<float, 4> p = powers(x[i]);
        std::array<std::array<float, 2>, 3> m = {};
        for (int r = 0; r < 3; ++r) {
          m[r][0] = r * x[i];
          m[r][1] = r + 1.0f;
        }
        y[i] = dot4(c, p) + m[2][0] * m[1][1];
        const int words = sizeof(std::array<float, 4>) / sizeof(float);
        w[i] = words + ((std::array<int, 3>){i, 2 * i, 3})[1] + (int)c.size();
      }
    }
  }
}
