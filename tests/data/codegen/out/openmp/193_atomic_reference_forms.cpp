// `@atomic` targets reached through calls that return references: a member function, a
// function template, a field of a returned struct reference and a dereferenced returned pointer.
struct Hist {
  int *bins;
  int &at(int i) const {
    return bins[i];
  }
};

struct Cell {
  int n;
  float w;
};

template <typename T>
T &elem(T *a, int i) {
  return a[i];
}

Cell &cellOf(Cell *c, int i) {
  return c[i];
}

int *ptrOf(int *a, int i) {
  return a + i;
}

extern "C" void atomicRefForms(const int &nb, int *bins, Cell *cells, float *w, int *last) {
  #pragma omp parallel for
  for (int b = 0; b < nb; ++b) {
    for (int t = 0; t < 8; ++t) {
      const Hist h = {bins};
      #pragma omp critical
      {
        h.at(t % 3) += 1;
      }
      #pragma omp critical
      {
        elem<float>(w, t % 2) += 0.25f * t;
      }
      #pragma omp critical
      {
        cellOf(cells, t % 2).n += t;
      }
      #pragma omp critical
      {
        *ptrOf(last, 0) += 2;
      }
    }
  }
}
