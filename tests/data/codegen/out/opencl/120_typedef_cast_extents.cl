// nekRS-style sizes written with casts to the code's own integer typedefs: an `@inner` bound
// `(dlong)p_Nq`, a `@shared` extent `(dlong)(p_Nq * p_Nq)` and an `@exclusive` array extent
// `(hlong)2`. A cast to an integer typedef folds like a cast to the type it names.
typedef int dlong;

typedef long hlong;

__kernel __attribute__((reqd_work_group_size(4, 4, 1))) void _occa_typedefCastExtents_0(const dlong Nelements, __global const float *q, __global float *Aq) {
  __local float s_q[16];
  {
    dlong e = 0 + get_group_id(0);
    float r[2];
    {
      dlong j = 0 + get_local_id(1);
      {
        dlong i = 0 + get_local_id(0);
        s_q[j * 4 + i] = q[e * 4 * 4 + j * 4 + i];
        r[0] = (float)i;
        r[1] = (float)j;
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      dlong j = 0 + get_local_id(1);
      {
        dlong i = 0 + get_local_id(0);
        Aq[e * 4 * 4 + j * 4 + i] = s_q[i * 4 + j] + 10.0f * r[0] + 100.0f * r[1];
      }
    }
  }
}
