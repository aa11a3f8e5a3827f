// A 4-D `@dim` with a full `@dimOrder` on a `const @restrict` parameter whose extents mention
// another parameter (`nE`, used as a stride), a 3-D column-major `@dim` pointer typedef, a
// `@dim` output parameter, and a `static` helper whose own parameter carries `@dim` and is
// handed a pointer into `@shared` memory.
typedef float *cube_t;

static float weightedTrace(__local const float *m, const int k) {
  float s = 0.0f;
  for (int d = 0; d < 3; ++d) {
    s += m[d + 3 * d] * (k + 1);
  }
  return s;
}

__kernel __attribute__((reqd_work_group_size(3, 3, 1))) void _occa_dim4dHelpers_0(const int nE, __global const float *restrict in, __global float *work, __global float *out) {
  __local float s[3][3];
  {
    int e = 0 + get_group_id(0);
    {
      int j = 0 + get_local_id(1);
      {
        int i = 0 + get_local_id(0);
        s[j][i] = in[e + nE * (0 + 2 * (j + 3 * i))] + in[e + nE * (1 + 2 * (j + 3 * i))] * work[i + 3 * (j + 3 * (e % 3))];
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int j = 0 + get_local_id(1);
      {
        int i = 0 + get_local_id(0);
        if (j == 0) {
          out[i + 3 * (0 + 2 * e)] = weightedTrace(&s[0][0], i);
        }
        if (j == 1) {
          out[i + 3 * (1 + 2 * e)] = s[i][i] - in[e + nE * (1 + 2 * (i + 3 * i))];
        }
      }
    }
  }
}
