
// std::min / std::max / std::clamp with explicit template arguments (`std::min<float>(x, 2)`
// mixes a float and an int, which deduction would reject), inside a @tile loop and a helper,
// next to the deduced forms; std::numeric_limits<float>::epsilon() in an expression.
inline float _occa_band_float(float v, float lo, float hi) {
  return max((float)lo, (float)min((float)v, (float)hi));
}

__kernel __attribute__((reqd_work_group_size(8, 1, 1))) void _occa_clampMix_0(const int n, __global const float *x, __global const int *k, __global float *y, __global int *z) {
  {
    int _occa_tiled_i = 0 + (8 * get_group_id(0));
    {
      int i = _occa_tiled_i + get_local_id(0);
      if (i < n) {
        const float a = min((float)x[i], (float)2) + max((float)k[i], (float)0.5);
        const float b = _occa_band_float(x[i], -1.0f, 1.0f) + max(x[i], 0.0f);
        const float c = clamp((float)(x[i] * 3), (float)-2, (float)2) * (1.0f + FLT_EPSILON);
        y[i] = a + b + c;
        z[i] = max((int)k[i], (int)x[i]) + min(k[i], 3);
      }
    }
  }
}
