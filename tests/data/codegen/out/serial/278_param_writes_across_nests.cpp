// By-value parameters written in one top-level `@outer` nest (once per group, per work-item)
// are the arguments again in the next nest (on a GPU a new launch reads the launcher's values),
// while writes in the kernel body between nests (host code in the launcher) do reach later
// nests: a nest under `if` on the written value, nests inside a regular loop whose iterations
// change the parameter, and a nest that writes its group copy again.
extern "C" void paramAcrossNests(const int &n, int &k, float &scale, int *a, int *b2, int *c) {
  for (int g = 0; g < n; ++g) {
    int _occa_param_k = k;
    _occa_param_k += g;
    for (int t = 0; t < 4; ++t) {
      float _occa_param_scale = scale;
      _occa_param_scale *= 2;
      a[g * 4 + t] = _occa_param_k * 10 + (int)_occa_param_scale + t;
    }
  }
  k += 1;
  if (k >= 3) {
    for (int g = 0; g < n; ++g) {
      for (int t = 0; t < 4; ++t) {
        b2[g * 4 + t] = k * 100 + (int)(scale * 2) + t;
      }
    }
  }
  for (int r = 0; r < 2; ++r) {
    for (int g = 0; g < n; ++g) {
      int _occa_param_k = k;
      _occa_param_k -= g;
      for (int t = 0; t < 4; ++t) {
        c[(r * n + g) * 4 + t] = _occa_param_k * 10 + r + t;
      }
    }
    k *= 3;
  }
}
