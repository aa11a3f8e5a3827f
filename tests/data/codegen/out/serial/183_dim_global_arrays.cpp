// `@dim` on file-scope arrays (spec §3.10: `@dim` applies to parameters, locals and globals),
// written on the declaration and inherited from an array typedef.
const int perm[4 * 4] = {1, 2, 3, 0, 2, 3, 0, 1, 3, 0, 1, 2, 0, 1, 2, 3};

typedef int table_t[4 * 4];

const table_t weights = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15};

extern "C" void globalDim(const int &nb, int *out) {
  for (int b = 0; b < nb; ++b) {
    for (int j = 0; j < 4; ++j) {
      for (int i = 0; i < 4; ++i) {
        out[(b * 4 + j) * 4 + i] = perm[i + 4 * j] * 100 + weights[i + 4 * j] + b;
      }
    }
  }
}
