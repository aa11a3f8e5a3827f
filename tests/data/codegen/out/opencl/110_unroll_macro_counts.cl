// libParanumal-style `#pragma unroll` spellings inside `@inner` bodies: a count from a `-D`
// macro, a count that is a macro expression in parentheses, a bare `#pragma unroll`, and
// `#pragma unroll 1` on a loop whose bound is a runtime value; the pragma also precedes an
// `@inner` loop and a loop inside a helper.
static inline float dot(__global const float *a, __local const float *b) {
  float s = 0.0f;
  #pragma unroll 4
  for (int k = 0; k < 4; ++k) {
    s += a[k] * b[k];
  }
  return s;
}

__kernel __attribute__((reqd_work_group_size(4, 4, 1))) void _occa_unrollCounts_0(const int Nelements, const int reps, __global const float *D, __global const float *q, __global float *Aq) {
  __local float s_q[16];
  {
    int e = 0 + get_group_id(0);
    {
      int j = 0 + get_local_id(1);
      {
        int i = 0 + get_local_id(0);
        s_q[j * 4 + i] = q[e * (4 * 4) + j * 4 + i];
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int j = 0 + get_local_id(1);
      {
        int i = 0 + get_local_id(0);
        float col[4];
        #pragma unroll
        for (int k = 0; k < 4; ++k) {
          col[k] = s_q[k * 4 + i];
        }
        float r = 0.0f;
        #pragma unroll (4 - 1)
        for (int k = 0; k < 4; ++k) {
          r += D[j * 4 + k] * col[k];
        }
        #pragma unroll 1
        for (int k = 0; k < reps; ++k) {
          r += dot(D + i * 4, s_q + j * 4);
        }
        Aq[e * (4 * 4) + j * 4 + i] = r;
      }
    }
  }
}
