// `static_assert` in a kernel body and in an @inner body, also naming a template parameter:
// passed to the C++ compiler as at file scope (it was rejected as "a type declaration").
__constant const int TILE = 8;

__kernel __attribute__((reqd_work_group_size(8, 1, 1))) void _occa_fillScaled_float_0(const int n, __global const float *x, __global float *y) {
  {
    int _occa_tiled_i = 0 + (TILE * get_group_id(0));
    {
      int i = _occa_tiled_i + get_local_id(0);
      if (i < n) {
        y[i] = (float)2 * x[i];
      }
    }
  }
}
