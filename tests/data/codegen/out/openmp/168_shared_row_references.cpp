// Aliases into `@shared` memory inside `@inner` bodies: a reference to a row
// (`float (&row)[NC] = s[j];`), a `const` row reference, a pointer walking a column with a
// comma increment, and a pointer to the first row used as a flat array.
extern "C" void sharedRowRefs(const int &nb, const float *in, float *out) {
  #pragma omp parallel for
  for (int b = 0; b < nb; ++b) {
    float s[4][6];
    float colsum[6];
    for (int j = 0; j < 4; ++j) {
      for (int i = 0; i < 6; ++i) {
        float (&row)[6] = s[j];
        row[i] = in[(b * 4 + j) * 6 + i];
      }
    }
    for (int j = 0; j < 4; ++j) {
      for (int i = 0; i < 6; ++i) {
        if (j == 0) {
          const float *p = &s[0][i];
          float acc = 0.0f;
          for (int k = 0; k < 4; ++k, p += 6) {
            acc += *p;
          }
          colsum[i] = acc;
        }
      }
    }
    for (int j = 0; j < 4; ++j) {
      for (int i = 0; i < 6; ++i) {
        const float (&r)[6] = s[j];
        float *flat = s[0];
        out[(b * 4 + j) * 6 + i] = r[6 - 1 - i] + colsum[i] + flat[j * 6 + i] * 0.5f;
      }
    }
  }
}
