// `@dim` on file-scope arrays (spec §3.10: `@dim` applies to parameters, locals and globals),
// written on the declaration and inherited from an array typedef.
__constant const int perm[16] = {1, 2, 3, 0, 2, 3, 0, 1, 3, 0, 1, 2, 0, 1, 2, 3};

typedef int table_t[16];

__constant const table_t weights = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15};

__kernel __attribute__((reqd_work_group_size(4, 4, 1))) void _occa_globalDim_0(const int nb, __global int *out) {
  {
    int b = 0 + get_group_id(0);
    {
      int j = 0 + get_local_id(1);
      {
        int i = 0 + get_local_id(0);
        out[(b * 4 + j) * 4 + i] = perm[i + 4 * j] * 100 + weights[i + 4 * j] + b;
      }
    }
  }
}
