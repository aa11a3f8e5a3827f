// References and pointers to `@exclusive` variables taken inside `@inner` bodies: `float &`
// and `const float &` to a scalar, a pointer to the start of an `@exclusive` array, a pointer
// to one of its elements, and writes through all of them.
__kernel __attribute__((reqd_work_group_size(6, 1, 1))) void _occa_exclusiveAliases_0(const int nb, __global const float *x, __global float *y) {
  {
    int b = 0 + get_group_id(0);
    float acc;
    float hist[3];
    {
      int t = 0 + get_local_id(0);
      float *r = &acc;
      *r = x[b * 6 + t];
      float *h = hist;
      for (int k = 0; k < 3; ++k) {
        h[k] = *r * k;
      }
    }
    {
      int t = 0 + get_local_id(0);
      const float *c = &acc;
      float *h = &hist[1];
      h[1] += *c;
      *h -= 1.0f;
      y[b * 6 + t] = hist[0] + hist[1] + hist[2] + *c;
    }
  }
}
