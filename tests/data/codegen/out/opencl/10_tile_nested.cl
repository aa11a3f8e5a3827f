// Two nested tiled loops: expands to @outer @outer @inner @inner (spec 4.5).
__kernel __attribute__((reqd_work_group_size(8, 4, 1))) void _occa_nestedTiles_0(const int N, __global const int *src, __global int *a) {
  {
    int _occa_tiled_i = 0 + (4 * get_group_id(1));
    {
      int _occa_tiled_j = 0 + (8 * get_group_id(0));
      {
        int i = _occa_tiled_i + get_local_id(1);
        if (i < N) {
          {
            int j = _occa_tiled_j + get_local_id(0);
            if (j < N) {
              a[i * N + j] = src[j * N + i] + i;
            }
          }
        }
      }
    }
  }
}
