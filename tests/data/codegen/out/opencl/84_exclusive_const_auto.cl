// `@exclusive` declarations whose type is `const`-qualified or deduced (`auto`, from an
// expression and from a `const` parameter), each with the initializer that gives every
// work-item's copy its value (spec §15.4).
typedef const float cfloat_t;

__kernel __attribute__((reqd_work_group_size(8, 1, 1))) void _occa_exclusiveConstAuto_0(const int nB, __global const float *x, __global float *y) {
  {
    int b = 0 + get_group_id(0);
    const int base = 10 * b;
    float scale = 0.5f * (b + 1);
    cfloat_t offset = 0.25f;
    int count = nB;
    float v;
    {
      int t = 0 + get_local_id(0);
      v = x[b * 8 + t];
    }
    {
      int t = 0 + get_local_id(0);
      y[b * 8 + t] = base + scale * v + offset + count;
    }
  }
}
