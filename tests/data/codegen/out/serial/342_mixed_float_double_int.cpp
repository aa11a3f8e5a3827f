// Mixed arithmetic in a scaling kernel, where implicit conversions decide the result: integer
// division before conversion (`t / 2` into a float), a float literal making the division
// float, `2^24 + 1` that float cannot hold but double can, a float product truncated into an
// int, `?:` whose arms are int and double (the result is double even when the int arm is
// taken), int and float (float), `unsigned` and `-1` (unsigned), and a `float` `@exclusive`
// accumulating doubles (rounded at each store).
typedef float dfloat;

extern "C" void mixedFloatDoubleInt(const int &n, const dfloat *x, const double &scale, double *d, long long *k) {
  for (int b = 0; b < n; b += 8) {
    int _occa_exclusive_index;
    dfloat acc[8];
    _occa_exclusive_index = 0;
    for (int t = b; t < b + 8; ++t) {
      _occa_exclusive_index = t - b;
      acc[_occa_exclusive_index] = 16777216.0f;
      acc[_occa_exclusive_index] += 1.0;
      acc[_occa_exclusive_index] -= 16777216.0f;
      acc[_occa_exclusive_index] += x[t];
    }
    _occa_exclusive_index = 0;
    for (int t = b; t < b + 8; ++t) {
      _occa_exclusive_index = t - b;
      const float half = t / 2;
      const double halfD = t / 2.0f;
      const float big = 16777216.0f;
      const double bigD = 16777216.0;
      const int trunc = x[t] * 3.5f;
      d[t * 4 + 0] = half + halfD;
      d[t * 4 + 1] = t % 3 == 0 ? t : 0.25;
      d[t * 4 + 2] = (t & 1 ? t : 0.5f) * scale;
      d[t * 4 + 3] = acc[_occa_exclusive_index];
      k[t * 4 + 0] = (long long)(big + 1.0f) - (long long)(bigD + 1);
      k[t * 4 + 1] = trunc;
      k[t * 4 + 2] = t > 3 ? 7u : -1;
      k[t * 4 + 3] = (long long)(x[t] * scale) + t / 4 * 4;
    }
  }
}
