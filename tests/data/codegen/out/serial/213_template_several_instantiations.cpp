// One templated kernel instantiated three times (type, block size and a bool switch): @shared
// storage and @inner extents from the non-type parameter, an @exclusive of the type parameter,
// a barrier tree in a regular loop, `if (SQUARE)` on the bool parameter.
extern "C" void blockSum_double_4_false(const int &n, const double *in, double *out) {
  for (int g = 0; g < (n + 4 - 1) / 4; ++g) {
    int _occa_exclusive_index;
    double s[4];
    double v[4];
    _occa_exclusive_index = 0;
    for (int t = 0; t < 4; ++t) {
      _occa_exclusive_index = t;
      const int i = g * 4 + t;
      v[_occa_exclusive_index] = i < n ? in[i] : double(0);
      if (false) {
        v[_occa_exclusive_index] *= v[_occa_exclusive_index];
      }
      s[t] = v[_occa_exclusive_index];
    }
    for (int stride = 4 / 2; stride > 0; stride /= 2) {
      _occa_exclusive_index = 0;
      for (int t = 0; t < 4; ++t) {
        _occa_exclusive_index = t;
        if (t < stride) {
          s[t] += s[t + stride];
        }
      }
    }
    _occa_exclusive_index = 0;
    for (int t = 0; t < 4; ++t) {
      _occa_exclusive_index = t;
      if (t == 0) {
        out[g] = s[0] + (double)4;
      }
      if (t == 4 - 1) {
        out[(n + 4 - 1) / 4 + g] = v[_occa_exclusive_index];
      }
    }
  }
}

extern "C" void blockSum_int_8_true(const int &n, const int *in, int *out) {
  for (int g = 0; g < (n + 8 - 1) / 8; ++g) {
    int _occa_exclusive_index;
    int s[8];
    int v[8];
    _occa_exclusive_index = 0;
    for (int t = 0; t < 8; ++t) {
      _occa_exclusive_index = t;
      const int i = g * 8 + t;
      v[_occa_exclusive_index] = i < n ? in[i] : int(0);
      if (true) {
        v[_occa_exclusive_index] *= v[_occa_exclusive_index];
      }
      s[t] = v[_occa_exclusive_index];
    }
    for (int stride = 8 / 2; stride > 0; stride /= 2) {
      _occa_exclusive_index = 0;
      for (int t = 0; t < 8; ++t) {
        _occa_exclusive_index = t;
        if (t < stride) {
          s[t] += s[t + stride];
        }
      }
    }
    _occa_exclusive_index = 0;
    for (int t = 0; t < 8; ++t) {
      _occa_exclusive_index = t;
      if (t == 0) {
        out[g] = s[0] + (int)8;
      }
      if (t == 8 - 1) {
        out[(n + 8 - 1) / 8 + g] = v[_occa_exclusive_index];
      }
    }
  }
}

extern "C" void blockSum_unsigned_2_false(const int &n, const unsigned int *in, unsigned int *out) {
  for (int g = 0; g < (n + 2 - 1) / 2; ++g) {
    int _occa_exclusive_index;
    unsigned int s[2];
    unsigned int v[2];
    _occa_exclusive_index = 0;
    for (int t = 0; t < 2; ++t) {
      _occa_exclusive_index = t;
      const int i = g * 2 + t;
      v[_occa_exclusive_index] = i < n ? in[i] : (unsigned int)0;
      if (false) {
        v[_occa_exclusive_index] *= v[_occa_exclusive_index];
      }
      s[t] = v[_occa_exclusive_index];
    }
    for (int stride = 2 / 2; stride > 0; stride /= 2) {
      _occa_exclusive_index = 0;
      for (int t = 0; t < 2; ++t) {
        _occa_exclusive_index = t;
        if (t < stride) {
          s[t] += s[t + stride];
        }
      }
    }
    _occa_exclusive_index = 0;
    for (int t = 0; t < 2; ++t) {
      _occa_exclusive_index = t;
      if (t == 0) {
        out[g] = s[0] + (unsigned int)2;
      }
      if (t == 2 - 1) {
        out[(n + 2 - 1) / 2 + g] = v[_occa_exclusive_index];
      }
    }
  }
}
