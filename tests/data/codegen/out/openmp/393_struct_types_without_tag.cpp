// Struct types named without `struct`, as C++ allows: locals, arrays, parameters by value and
// by pointer, a return type, `sizeof` and a `@shared` array of them. OpenCL C needs the tag (or a
// typedef) at every use.
struct Cell {
  float v;
  int n;
};

struct Acc {
  float s;
  int count;
};

Cell makeCell(float v, int n) {
  Cell c;
  c.v = v;
  c.n = n;
  return c;
}

float weigh(Cell c, float w) {
  return c.v * w + c.n;
}

void accumulate(Acc *a, Cell c) {
  a->s += weigh(c, 2.0f);
  a->count += 1;
}

extern "C" void structTypesWithoutTag(const int &nb, const float *in, float *out) {
  #pragma omp parallel for
  for (int b = 0; b < nb; ++b) {
    Cell cells[8];
    for (int i = 0; i < 8; ++i) {
      cells[i] = makeCell(in[8 * b + i], i);
    }
    for (int i = 0; i < 8; ++i) {
      Acc acc;
      acc.s = 0.0f;
      acc.count = 0;
      Cell pair[2];
      pair[0] = cells[i];
      pair[1] = cells[(i + 1) % 8];
      for (int k = 0; k < 2; ++k) {
        accumulate(&acc, pair[k]);
      }
      out[8 * b + i] = acc.s + acc.count * (int)(sizeof(Cell) / sizeof(float));
    }
  }
}
