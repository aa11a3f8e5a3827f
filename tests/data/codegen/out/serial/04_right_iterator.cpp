// Iterator on the right-hand side of the loop check, inclusive comparisons in both directions.
extern "C" void rightIterator(const int &N, int *out) {
  for (int i = 1; N >= i; i++) {
    for (int j = 0; 7 > j; ++j) {
      out[(i - 1) * 8 + j] = i * 100 + j;
    }
  }
  for (int i = N; 1 <= i; --i) {
    for (int j = 7; j >= 7; --j) {
      out[(i - 1) * 8 + j] = -i;
    }
  }
}
