// C++ inside an `@inner` body: `switch` with `[[fallthrough]]`, a range-for over a local array
// by `const auto &`, `auto`, chains of `static_cast`, nested `?:`, and a nested
// `?:` as the `@inner` bound (the last block is partial).
__kernel void _occa_cppForms_0(const int n, __global const int *x, __global float *y, __global int *z) {
  {
    int b = 0 + (4 * get_group_id(0));
    {
      int t = b + get_local_id(0);
      if (t < (b + 4 < n ? b + 4 : n)) {
        const int v = x[t];
        int w = 0;
        switch (v % 4) {
          case 0:
            w += 1;
            ;
          case 1:
            w += 10;
            ;
          case 2:
            w += 100;
            break;
          default:
            w = -1;
        }
        const int taps[3] = {v, v + 1, w};
        int sum = 0;
        for (int _occa_i = 0; _occa_i < 3; ++_occa_i) {
          const int *q = &taps[_occa_i];
          {
            sum += *q;
          }
        }
        const int low = (int)(unsigned char)((unsigned int)v & 0xffu);
        const float f = (float)sum * 0.5f;
        y[t] = v > 10 ? v > 20 ? f : -f : v < 0 ? 0.0f : f + 1.0f;
        z[t] = low * 1000 + sum;
      }
    }
  }
}
