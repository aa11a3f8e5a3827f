// Templated kernel and helper.
float _occa_twice_float(float v) {
  return v + v;
}

__kernel __attribute__((reqd_work_group_size(64, 1, 1))) void _occa_scaleT_float_0(const int n, __global const float *x, __global float *y) {
  {
    int _occa_tiled_i = 0 + (64 * get_group_id(0));
    {
      int i = _occa_tiled_i + get_local_id(0);
      if (i < n) {
        y[i] = _occa_twice_float(x[i]);
      }
    }
  }
}
