// Three outer and three inner loops, no explicit axes.
__kernel __attribute__((reqd_work_group_size(4, 3, 2))) void _occa_nest3d_0(const int NX, const int NY, const int NZ, __global int *out) {
  {
    int z = 0 + get_group_id(2);
    {
      int y = 0 + get_group_id(1);
      {
        int x = 0 + get_group_id(0);
        {
          int k = 0 + get_local_id(2);
          {
            int j = 0 + get_local_id(1);
            {
              int i = 0 + get_local_id(0);
              const int cell = (z * NY + y) * NX + x;
              out[cell * 24 + (k * 3 + j) * 4 + i] = cell * 1000 + k * 100 + j * 10 + i;
            }
          }
        }
      }
    }
  }
}
