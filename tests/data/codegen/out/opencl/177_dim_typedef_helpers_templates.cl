// `@dim` typedefs used as helper-function parameter types (the accessor is rewritten in the
// helper), a function template deducing the extent of a `@shared` array passed by reference,
// and a helper taking a `@shared` 2-D array as a pointer to rows.
typedef const float *cmat_t;

typedef float *vec2_t;

static float rowDot(__global const float *m, const int r, __local const float *v) {
  float s = 0.0f;
  for (int c = 0; c < 4; ++c) {
    s += m[c + 4 * r] * v[c];
  }
  return s;
}

static void store(__global float *o, const int comp, const int i, const float val) {
  o[comp + 2 * i] = val;
}

inline float _occa_sumAll_4(__local const float a[4]) {
  float s = 0.0f;
  for (int k = 0; k < 4; ++k) {
    s += a[k];
  }
  return s;
}

inline float corner(__local const float (*rows)[4]) {
  return rows[4 - 1][0];
}

__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_dimTypedefHelpers_0(const int nE, __global const float *D, __global const float *q, __global float *out) {
  __local float s_q[4];
  __local float s_t[4][4];
  {
    int e = 0 + get_group_id(0);
    {
      int i = 0 + get_local_id(0);
      s_q[i] = q[e * 4 + i];
      for (int j = 0; j < 4; ++j) {
        s_t[i][j] = D[j + 4 * i] * (e + 1);
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int i = 0 + get_local_id(0);
      __global float *o = out + e * 2 * 4;
      store(o, 0, i, rowDot(D, i, s_q));
      store(o, 1, i, _occa_sumAll_4(s_q) + corner(s_t) + _occa_sumAll_4(s_t[i]));
    }
  }
}
