namespace phys {
  typedef float real_t;
  struct Params {
    int shift;
    float gain;
  };
  enum Mode { ADD = 0, SUB = 1 };
}

// Kernel parameters whose types live in a namespace: a typedef of float, a struct and an
// enum. The metadata must describe them like the same types declared at file scope
// (spec §9.1: typedefs map to their builtin dtype, structs list their fields, enums their
// enumerators).
extern "C" void namespaceMetadata(const int &n, const phys::real_t &scale, const phys::Params &prm, const phys::Mode &mode, const phys::real_t *x, phys::real_t *y) {
  #pragma omp parallel for
  for (int b = 0; b < n; b += 8) {
    for (int t = 0; t < 8; ++t) {
      const int i = b + t;
      if (i < n) {
        const phys::real_t v = scale * prm.gain * x[i];
        y[i] = mode == phys::ADD ? v + prm.shift : v - prm.shift;
      }
    }
  }
}
