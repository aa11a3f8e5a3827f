// `throw` in a kernel and in a helper (OCCA's own test kernels throw on a failed check): C++ on
// the serial and OpenMP backends, where legacy OCCA accepts it; GPU backends reject it
// (sema case `0350_throw_on_gpu`). The checks never fail here.
static int checked(int v) {
  if (v < 0) {
    throw v;
  }
  return v;
}

extern "C" void throwOnHost(const int &nb, int *out) {
  for (int b = 0; b < nb; ++b) {
    for (int i = 0; i < 4; ++i) {
      out[4 * b + i] = checked(3 * b + i);
      if (out[4 * b + i] > 1000000) {
        throw 1;
      }
    }
  }
}
