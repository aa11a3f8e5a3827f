// Typedef'd pointer types for kernel parameters and for locals that point into global memory,
// into a `@shared` array and into a private array: each local keeps the address space of what
// it points to, so OpenCL C spells the pointer out with its space.
typedef float *fptr;

typedef const float *cfptr;

extern "C" void typedefPointerSpaces(const int &nb, cfptr in, fptr out) {
  #pragma omp parallel for
  for (int b = 0; b < nb; ++b) {
    float s[8];
    for (int i = 0; i < 8; ++i) {
      cfptr src = in + 8 * b;
      fptr sp = s;
      sp[i] = 2.0f * src[i];
    }
    for (int i = 0; i < 8; ++i) {
      float mine[2];
      mine[0] = 1.0f;
      mine[1] = (float)i;
      cfptr pm = mine;
      cfptr sp = s;
      fptr dst = out + 8 * b;
      dst[i] = sp[(i + 1) % 8] + pm[0] + pm[1];
    }
  }
}
