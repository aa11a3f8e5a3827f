// Records with only data members and default member initializers (`int hits = 3;`, a brace
// initializer, a nested record with its own), default-initialised in an `@inner` body and as an
// `@exclusive` object, and as `@shared` elements, which are uninitialised on every backend and
// which each work-item assigns before they are read.
struct Counts {
  int hits = 3;
  int misses = {4};
};

struct Cell {
  float w = 0.5f;
  Counts c;
  int tag = -1;
};

extern "C" __global__ __launch_bounds__(4) void _occa_defaultMemberInits_0(const int n, const float *in, float *out, int *tags) {
  {
    int b = 0 + blockIdx.x;
    alignas(16) __shared__ unsigned char _occa_row_storage[sizeof(Cell[4])];
    Cell (&row)[4] = *reinterpret_cast<Cell (*)[4]>(_occa_row_storage);
    Cell mine;
    {
      int t = 0 + threadIdx.x;
      Cell fresh;
      fresh.w += in[b * 4 + t];
      row[t] = fresh;
      mine.c.hits += t;
    }
    __syncthreads();
    {
      int t = 0 + threadIdx.x;
      out[b * 4 + t] = row[3 - t].w + mine.w + (float)(mine.c.hits * 10 + mine.c.misses);
      tags[b * 4 + t] = row[3 - t].tag + row[t].c.misses * 100 + row[t].c.hits * 1000;
    }
  }
}
