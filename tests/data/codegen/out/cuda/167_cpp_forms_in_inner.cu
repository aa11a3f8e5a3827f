// C++ inside an `@inner` body: `switch` with `[[fallthrough]]`, a range-for over a local array
// by `const auto &`, `auto`, chains of `static_cast`, nested `?:`, and a nested
// `?:` as the `@inner` bound (the last block is partial).
extern "C" __global__ void _occa_cppForms_0(const int n, const int *x, float *y, int *z) {
  {
    int b = 0 + (4 * blockIdx.x);
    {
      int t = b + threadIdx.x;
      if (t < (b + 4 < n ? b + 4 : n)) {
        const int v = x[t];
        int w = 0;
        switch (v % 4) {
          case 0:
            w += 1;
            [[fallthrough]];
          case 1:
            w += 10;
            [[fallthrough]];
          case 2:
            w += 100;
            break;
          default:
            w = -1;
        }
        const int taps[3] = {v, v + 1, w};
        auto sum = 0;
        for (const auto &q : taps) {
          sum += q;
        }
        const int low = static_cast<int>(static_cast<unsigned char>(static_cast<unsigned int>(v) & 0xffu));
        const auto f = static_cast<float>(sum) * 0.5f;
        y[t] = v > 10 ? v > 20 ? f : -f : v < 0 ? 0.0f : f + 1.0f;
        z[t] = low * 1000 + sum;
      }
    }
  }
}
