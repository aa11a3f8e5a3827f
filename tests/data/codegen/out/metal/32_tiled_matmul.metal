#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// Shared-memory tiled matrix multiply, 2-D outer/inner nests with explicit axes.
// Defines: -DTILE=16
typedef float real_t;

kernel void _occa_matmul_0(constant int &M [[buffer(0)]], constant int &N [[buffer(1)]], constant int &K [[buffer(2)]], device const real_t *A [[buffer(3)]], device const real_t *B [[buffer(4)]], device real_t *C [[buffer(5)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup real_t sA[8][8];
  threadgroup real_t sB[8][8];
  {
    int by = 0 + _occa_group_position.y;
    {
      int bx = 0 + _occa_group_position.x;
      real_t acc;
      {
        int ty = 0 + _occa_thread_position.y;
        {
          int tx = 0 + _occa_thread_position.x;
          acc = 0;
        }
      }
      for (int kt = 0; kt < K; kt += 8) {
        {
          int ty = 0 + _occa_thread_position.y;
          {
            int tx = 0 + _occa_thread_position.x;
            const int row = by * 8 + ty;
            const int col = bx * 8 + tx;
            sA[ty][tx] = row < M && kt + tx < K ? A[row * K + kt + tx] : 0.0f;
            sB[ty][tx] = col < N && kt + ty < K ? B[(kt + ty) * N + col] : 0.0f;
          }
        }
        threadgroup_barrier(mem_flags::mem_threadgroup);
        {
          int ty = 0 + _occa_thread_position.y;
          {
            int tx = 0 + _occa_thread_position.x;
            for (int k = 0; k < 8; ++k) {
              acc += sA[ty][k] * sB[k][tx];
            }
          }
        }
        threadgroup_barrier(mem_flags::mem_threadgroup);
      }
      {
        int ty = 0 + _occa_thread_position.y;
        {
          int tx = 0 + _occa_thread_position.x;
          const int row = by * 8 + ty;
          const int col = bx * 8 + tx;
          if (row < M && col < N) {
            C[row * N + col] = acc;
          }
        }
      }
    }
  }
}

kernel void _occa_scaleTiled_0(constant int &n [[buffer(0)]], constant float &alpha [[buffer(1)]], device float *x [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int _occa_tiled_i = n - 1 - (8 * 2 * _occa_group_position.x);
    {
      int i = _occa_tiled_i - (2 * _occa_thread_position.x);
      if (i >= 0) {
        x[i] *= alpha;
      }
    }
  }
}
