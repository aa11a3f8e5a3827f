// Aliases into `@shared` memory inside `@inner` bodies: a reference to a row
// (`float (&row)[NC] = s[j];`), a `const` row reference, a pointer walking a column with a
// comma increment, and a pointer to the first row used as a flat array.
__kernel __attribute__((reqd_work_group_size(6, 4, 1))) void _occa_sharedRowRefs_0(const int nb, __global const float *in, __global float *out) {
  __local float s[4][6];
  __local float colsum[6];
  {
    int b = 0 + get_group_id(0);
    {
      int j = 0 + get_local_id(1);
      {
        int i = 0 + get_local_id(0);
        __local float (*row)[6] = &s[j];
        (*row)[i] = in[(b * 4 + j) * 6 + i];
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int j = 0 + get_local_id(1);
      {
        int i = 0 + get_local_id(0);
        if (j == 0) {
          __local const float *p = &s[0][i];
          float acc = 0.0f;
          for (int k = 0; k < 4; ++k, p += 6) {
            acc += *p;
          }
          colsum[i] = acc;
        }
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int j = 0 + get_local_id(1);
      {
        int i = 0 + get_local_id(0);
        __local const float (*r)[6] = &s[j];
        __local float *flat = s[0];
        out[(b * 4 + j) * 6 + i] = (*r)[6 - 1 - i] + colsum[i] + flat[j * 6 + i] * 0.5f;
      }
    }
  }
}
