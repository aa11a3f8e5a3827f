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

static __device__ Cell makeCell(float v, int n) {
  Cell c;
  c.v = v;
  c.n = n;
  return c;
}

static __device__ float weigh(Cell c, float w) {
  return c.v * w + c.n;
}

static __device__ void accumulate(Acc *a, Cell c) {
  a->s += weigh(c, 2.0f);
  a->count += 1;
}

extern "C" __global__ __launch_bounds__(8) void _occa_structTypesWithoutTag_0(const int nb, const float *in, float *out) {
  {
    int b = 0 + blockIdx.x;
    __shared__ Cell cells[8];
    {
      int i = 0 + threadIdx.x;
      cells[i] = makeCell(in[8 * b + i], i);
    }
    __syncthreads();
    {
      int i = 0 + threadIdx.x;
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
