// Decreasing tile and an attribute-less @tile inside an @inner body.
__kernel __attribute__((reqd_work_group_size(8, 1, 1))) void _occa_tileDecreasing_0(const int N, __global float *a) {
  {
    int _occa_tiled_i = N - (8 * get_group_id(0));
    {
      int i = _occa_tiled_i - get_local_id(0);
      if (i >= 0) {
        float acc = 0.0f;
        for (int _occa_tiled_k = 0; _occa_tiled_k < 10; _occa_tiled_k += 4) {
          for (int k = _occa_tiled_k; k < _occa_tiled_k + 4; ++k) {
            if (k < 10) {
              acc += (float)(k * i);
            }
          }
        }
        a[i] = acc;
      }
    }
  }
}
