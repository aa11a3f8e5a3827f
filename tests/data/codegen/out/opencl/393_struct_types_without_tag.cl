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

struct Cell makeCell(float v, int n) {
  struct Cell c;
  c.v = v;
  c.n = n;
  return c;
}

float weigh(struct Cell c, float w) {
  return c.v * w + c.n;
}

void accumulate(struct Acc *a, struct Cell c) {
  a->s += weigh(c, 2.0f);
  a->count += 1;
}

__kernel __attribute__((reqd_work_group_size(8, 1, 1))) void _occa_structTypesWithoutTag_0(const int nb, __global const float *in, __global float *out) {
  __local struct Cell cells[8];
  {
    int b = 0 + get_group_id(0);
    {
      int i = 0 + get_local_id(0);
      cells[i] = makeCell(in[8 * b + i], i);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int i = 0 + get_local_id(0);
      struct Acc acc;
      acc.s = 0.0f;
      acc.count = 0;
      struct Cell pair[2];
      pair[0] = cells[i];
      pair[1] = cells[(i + 1) % 8];
      for (int k = 0; k < 2; ++k) {
        accumulate(&acc, pair[k]);
      }
      out[8 * b + i] = acc.s + acc.count * (int)(sizeof(struct Cell) / sizeof(float));
    }
  }
}
