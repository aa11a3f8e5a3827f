// `@atomic` targets reached through calls that return references: a member function, a
// function template, a field of a returned struct reference and a dereferenced returned pointer.
struct Hist {
  int *bins;
  __host__ __device__ int &at(int i) const {
    return bins[i];
  }
};

struct Cell {
  int n;
  float w;
};

template <typename T>
static __device__ T &elem(T *a, int i) {
  return a[i];
}

static __device__ Cell &cellOf(Cell *c, int i) {
  return c[i];
}

static __device__ int *ptrOf(int *a, int i) {
  return a + i;
}

extern "C" __global__ __launch_bounds__(8) void _occa_atomicRefForms_0(const int nb, int *bins, Cell *cells, float *w, int *last) {
  {
    int b = 0 + blockIdx.x;
    {
      int t = 0 + threadIdx.x;
      const Hist h = {bins};
      atomicAdd(&h.at(t % 3), 1);
      atomicAdd(&elem<float>(w, t % 2), 0.25f * t);
      atomicAdd(&cellOf(cells, t % 2).n, t);
      atomicAdd(&*ptrOf(last, 0), 2);
    }
  }
}
