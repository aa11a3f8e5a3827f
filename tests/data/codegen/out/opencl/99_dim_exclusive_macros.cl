// `@dim` produced by macros on `@exclusive` arrays (alone and with `@dimOrder`), through an
// array typedef that carries `@dim`, and on a parameter with a 3-D `@dimOrder`: the `@dim`
// accessor and the `@exclusive` rewrite must compose (per-work-item row, then the linear
// index inside it).
typedef float qmat_t[9];

__kernel __attribute__((reqd_work_group_size(3, 1, 1))) void _occa_dimExclusiveMacros_0(const int nE, __global const float *in, __global float *out) {
  {
    int e = 0 + get_group_id(0);
    float r[9];
    qmat_t q;
    {
      int t = 0 + get_local_id(0);
      for (int j = 0; j < 3; ++j) {
        for (int i = 0; i < 3; ++i) {
          r[j + 3 * i] = in[i + nE * (j + 3 * e)] + t;
        }
      }
      for (int j = 0; j < 3; ++j) {
        for (int i = 0; i < 3; ++i) {
          q[i + 3 * j] = 2.0f * r[i + 3 * j];
        }
      }
    }
    {
      int t = 0 + get_local_id(0);
      float acc = 0.0f;
      for (int k = 0; k < 3; ++k) {
        acc += r[k + 3 * t] * q[k + 3 * t];
      }
      out[e * 3 + t] = acc;
    }
  }
}
