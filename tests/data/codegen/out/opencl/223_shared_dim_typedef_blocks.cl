// `@shared` arrays of structs and of `@dim` typedefs declared in nested blocks, inside an `if`
// on the `@outer` iterator and inside a regular loop of the `@outer` body; a `@dim` typedef with
// `@dimOrder` used for a `@shared` tile and for a kernel parameter; a struct array read through
// a reference to an element and a member function.
typedef float tile_t[24];

typedef const float *grid_t;

struct Cell {
  float v;
  int tag;
};

float Cell__scaled(__local const struct Cell *this_, float s) {
  return this_->v * s + this_->tag;
}

__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_sharedDimTypedefs_0(const int nb, __global const float *g, __global float *out, __global int *tags) {
  __local tile_t t;
  __local struct Cell cells[4];
  __local struct Cell pair[2][4];
  __local tile_t acc;
  {
    int b = 0 + get_group_id(0);
    {
      {
        int j = 0 + get_local_id(0);
        for (int i = 0; i < 6; ++i) {
          t[i + 6 * j] = g[i + 6 * j] + b;
        }
      }
      barrier(CLK_LOCAL_MEM_FENCE);
      {
        {
          int j = 0 + get_local_id(0);
          cells[j].v = 0;
          for (int i = 0; i < 6; ++i) {
            cells[j].v += t[i + 6 * j];
          }
          cells[j].tag = j * 10 + b;
        }
        barrier(CLK_LOCAL_MEM_FENCE);
        {
          int j = 0 + get_local_id(0);
          __local const struct Cell *c = &cells[3 - j];
          out[b * 4 + j] = Cell__scaled(&*c, 0.5f);
        }
        barrier(CLK_LOCAL_MEM_FENCE);
      }
    }
    if (b % 2 == 0) {
      {
        int j = 0 + get_local_id(0);
        pair[0][j].tag = j + b;
        pair[1][j].tag = 2 * j;
      }
      barrier(CLK_LOCAL_MEM_FENCE);
      {
        int j = 0 + get_local_id(0);
        tags[b * 4 + j] = pair[0][(j + 1) % 4].tag * 100 + pair[1][3 - j].tag;
      }
    } else {
      for (int r = 0; r < 2; ++r) {
        {
          int j = 0 + get_local_id(0);
          for (int i = 0; i < 6; ++i) {
            acc[i + 6 * j] = (float)(r + i);
          }
        }
        barrier(CLK_LOCAL_MEM_FENCE);
        {
          int j = 0 + get_local_id(0);
          float s = 0;
          for (int i = 0; i < 6; ++i) {
            s += acc[i + 6 * (3 - j)] * g[i + 6 * j];
          }
          if (r == 1) {
            tags[b * 4 + j] = (int)s;
          }
        }
        barrier(CLK_LOCAL_MEM_FENCE);
      }
    }
  }
}
