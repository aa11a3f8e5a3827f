// The address of a struct component, `&v.x`, of a private struct and of an element of a
// `@shared` array of structs, kept in a local pointer and passed to a helper taking `float *`:
// the helper is called with private and `__local` pointers, one copy each on OpenCL.
struct pair2 {
  float x;
  float y;
};

void _occa_scaleInto_as_p(float *p, float s) {
  *p *= s;
}

void _occa_scaleInto_as_l(__local float *p, float s) {
  *p *= s;
}

__kernel __attribute__((reqd_work_group_size(8, 1, 1))) void _occa_componentAddress_0(const int nb, __global const float *in, __global float *out) {
  __local struct pair2 sp[8];
  {
    int b = 0 + get_group_id(0);
    {
      int i = 0 + get_local_id(0);
      const int g = 8 * b + i;
      struct pair2 v;
      v.x = in[g];
      v.y = 1.0f;
      float *px = &v.x;
      *px += 2.0f;
      _occa_scaleInto_as_p(&v.y, in[g]);
      _occa_scaleInto_as_p(&v.x, 3.0f);
      sp[i].x = v.x;
      sp[i].y = v.y;
      _occa_scaleInto_as_l(&sp[i].y, 2.0f);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int i = 0 + get_local_id(0);
      const int g = 8 * b + i;
      __local float *py = &sp[(i + 1) % 8].y;
      out[g] = sp[i].x + *py;
    }
  }
}
