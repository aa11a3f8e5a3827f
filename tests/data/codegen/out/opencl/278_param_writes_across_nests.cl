// By-value parameters written in one top-level `@outer` nest (once per group, per work-item)
// are the arguments again in the next nest (on a GPU a new launch reads the launcher's values),
// while writes in the kernel body between nests (host code in the launcher) do reach later
// nests: a nest under `if` on the written value, nests inside a regular loop whose iterations
// change the parameter, and a nest that writes its group copy again.
__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_paramAcrossNests_0(const int n, int k, float scale, __global int *a, __global int *b2, __global int *c) {
  {
    int g = 0 + get_group_id(0);
    k += g;
    {
      int t = 0 + get_local_id(0);
      scale *= 2;
      a[g * 4 + t] = k * 10 + (int)scale + t;
    }
  }
}

__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_paramAcrossNests_1(const int n, int k, float scale, __global int *a, __global int *b2, __global int *c) {
  {
    int g = 0 + get_group_id(0);
    {
      int t = 0 + get_local_id(0);
      b2[g * 4 + t] = k * 100 + (int)(scale * 2) + t;
    }
  }
}

__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_paramAcrossNests_2(const int n, int k, float scale, __global int *a, __global int *b2, __global int *c, int r) {
  {
    int g = 0 + get_group_id(0);
    k -= g;
    {
      int t = 0 + get_local_id(0);
      c[(r * n + g) * 4 + t] = k * 10 + r + t;
    }
  }
}
