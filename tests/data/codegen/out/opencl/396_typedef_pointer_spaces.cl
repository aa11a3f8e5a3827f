// Typedef'd pointer types for kernel parameters and for locals that point into global memory,
// into a `@shared` array and into a private array: each local keeps the address space of what
// it points to, so OpenCL C spells the pointer out with its space.
typedef float *fptr;

typedef const float *cfptr;

__kernel __attribute__((reqd_work_group_size(8, 1, 1))) void _occa_typedefPointerSpaces_0(const int nb, __global const float *in, __global float *out) {
  __local float s[8];
  {
    int b = 0 + get_group_id(0);
    {
      int i = 0 + get_local_id(0);
      __global const float *src = in + 8 * b;
      __local float *sp = s;
      sp[i] = 2.0f * src[i];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int i = 0 + get_local_id(0);
      float mine[2];
      mine[0] = 1.0f;
      mine[1] = (float)i;
      const float *pm = mine;
      __local const float *sp = s;
      __global float *dst = out + 8 * b;
      dst[i] = sp[(i + 1) % 8] + pm[0] + pm[1];
    }
  }
}
